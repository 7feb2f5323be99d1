import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('locks an address after too many failures, for the window only, without regard to case', () => {
    const throttle = new LoginThrottle(3, 1000);
    for (let i = 0; i < 3; i++) throttle.fail('Maria@Example.com', 100 + i);
    expect(throttle.isLocked('maria@example.com', 200)).toBe(true);
    expect(throttle.isLocked('other@example.com', 200)).toBe(false);
    expect(throttle.isLocked('maria@example.com', 1200)).toBe(false);
  });
  it('forgets failures after a success', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.fail('a@b.gr', 1);
    throttle.succeed('a@b.gr');
    throttle.fail('a@b.gr', 2);
    expect(throttle.isLocked('a@b.gr', 3)).toBe(false);
  });
});
