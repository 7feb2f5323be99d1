import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it('knows the most used ones, whatever the case', async () => {
    for (const password of ['12345678', 'password', '1234567890', 'qwertyuiop', 'PassWord', ' iloveyou123 '])
      expect(await isCommonPassword(password), password).toBe(true);
  });

  it('lets less obvious ones and the local demo passwords through', async () => {
    for (const password of ['lyra-and-laouto', 'glentia-admin', 'glentia-user', 'mantinades-sto-xorio'])
      expect(await isCommonPassword(password), password).toBe(false);
  });
});
