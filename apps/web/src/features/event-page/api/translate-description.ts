import { contract, type TTranslation, type TTranslationService } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/public/glentia/{id}/translation`: the description in English, from the server's translation service. */
export function translateDescription(id: string): Promise<TTranslation> {
  return call(contract.events.translate, { params: { id }, body: { language: 'en' } });
}

/** `GET /api/public/translation`: whether the server has a translation service (asked once per visit). */
export function translationServiceQueryOptions() {
  return queryOptions({
    queryKey: ['translation-service'] as const,
    queryFn: (): Promise<TTranslationService> => call(contract.events.translationService, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTranslationService(enabled: boolean) {
  return useQuery({ ...translationServiceQueryOptions(), enabled });
}
