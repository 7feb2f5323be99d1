import { MessageCircle, MessageSquareText, Phone, Send } from 'lucide-react';
import type { ShareTargetId } from '../lib/share-links.ts';

/** Each target in its own colour, so people find their app at a glance. White on each passes 4.5:1. */
const STYLES: Record<ShareTargetId, string> = {
  facebook: 'bg-[#1565d8]',
  messenger: 'bg-linear-to-br from-[#0866ff] to-[#a334fa]',
  viber: 'bg-[#6a4fd8]',
  whatsapp: 'bg-[#0b7a54]',
  sms: 'bg-[#475467]',
};

function Glyph({ id }: { id: ShareTargetId }) {
  const icon = 'size-6';
  switch (id) {
    case 'facebook':
      return (
        <span aria-hidden="true" className="font-sans text-2xl leading-none font-black">
          f
        </span>
      );
    case 'messenger':
      return <Send aria-hidden="true" className={icon} />;
    case 'viber':
      return <Phone aria-hidden="true" className={icon} />;
    case 'whatsapp':
      return <MessageCircle aria-hidden="true" className={icon} />;
    case 'sms':
      return <MessageSquareText aria-hidden="true" className={icon} />;
  }
}

/** A round coloured mark for a share target. */
export function ShareTargetIcon({ id }: { id: ShareTargetId }) {
  return (
    <span
      className={`flex size-12 items-center justify-center rounded-full text-white shadow-card ${STYLES[id]}`}
    >
      <Glyph id={id} />
    </span>
  );
}
