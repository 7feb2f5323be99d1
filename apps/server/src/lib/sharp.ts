/**
 * sharp (libvips) takes tens of megabytes and a good part of a second to load. Most starts draw no
 * picture for a long while (reading needs none), so it is loaded with the first picture instead.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
