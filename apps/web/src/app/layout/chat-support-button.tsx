import { MessageCircle } from 'lucide-react';
import { env } from '../../config/env.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isNativePlatform } from '../../lib/platform/detect.ts';
import { useRouteHandle } from '../route-handle.ts';

/**
 * SPEC §2: a chat-support button on the phone apps, on screens whose route handle asks for it
 * (`chatSupport: true`), when a support chat address is configured (VITE_SUPPORT_CHAT_URL).
 */
export function ChatSupportButton() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  if (!isNativePlatform() || !handle?.chatSupport || !env.supportChatUrl) return null;
  return (
    <a
      href={env.supportChatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('header.chatSupport')}
      className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-raised"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </a>
  );
}
