import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { useLoginGate } from '../../../lib/use-login-gate.ts';
import { selectIsLoggedIn, useSession } from '../../../stores/session.ts';
import { useMyClaims } from '../api/get-my-claims.ts';
import { ClaimDialog, type ClaimTarget } from './claim-dialog.tsx';

/** The address parameter that opens the claim once a visitor has logged in and come back. */
export const CLAIM_PARAM = 'claim';

/**
 * "Αυτό είναι το μαγαζί μου" on a venue's page, "Είμαι εγώ" on an artist's (issue 31). A visitor is
 * asked to log in first and comes back to the page with the claim open; a person whose claim is
 * open sees where it stands; one who runs the page already sees nothing.
 */
export function ClaimButton(target: ClaimTarget) {
  const { t } = useTranslation('claims');
  const loggedIn = useSession(selectIsLoggedIn);
  const loginGate = useLoginGate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog, starting from where the claim stands then.
  const [opening, setOpening] = useState(0);
  const show = () => {
    setOpening((count) => count + 1);
    setOpen(true);
  };
  const mine = useMyClaims();
  const ofTarget = (mine.data ?? []).filter((claim) => claim.targetId === target.targetId);
  const openClaim = ofTarget.find((claim) => claim.status === 'code' || claim.status === 'review') ?? null;
  const runs = ofTarget.some((claim) => claim.status === 'approved');

  // Back from logging in (`?claim=venue`): open the claim and leave the address clean.
  const asked = params.get(CLAIM_PARAM) === target.kind;
  useEffect(() => {
    if (!asked || !loggedIn || mine.isPending) return;
    setOpening((count) => count + 1);
    setOpen(true);
    navigate(pathname, { replace: true });
  }, [asked, loggedIn, mine.isPending, navigate, pathname]);

  if (runs && !open) return null;
  const label = openClaim
    ? openClaim.status === 'code'
      ? t('button.enterCode')
      : t('button.pending')
    : t(`button.${target.kind}`);
  return (
    <>
      <Button
        variant="secondary"
        data-testid="claim-button"
        className="w-full sm:w-auto"
        onClick={() => {
          if (loginGate(`${pathname}?${CLAIM_PARAM}=${target.kind}`)) show();
        }}
      >
        <BadgeCheck aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ClaimDialog
        key={opening}
        open={open}
        target={target}
        claim={openClaim}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
