/** Every kind of queued job, in one place so producers and the worker agree on the names. */
export const JOB_KINDS = {
  published: 'notify.event-published',
  changed: 'notify.event-changed',
  deleted: 'notify.event-deleted',
  uploader: 'notify.uploader',
  push: 'push.send',
  mail: 'mail.notify',
  retention: 'retention.sweep',
  spotifyArtist: 'spotify.artist',
  spotifyRefresh: 'spotify.refresh',
} as const;
