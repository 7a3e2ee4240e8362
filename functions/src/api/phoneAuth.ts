import { ZPhoneVerificationCode, ZPlatformPhoneNumber } from '@resto/domain';
import { Router } from 'express';
import { z } from 'zod';
import { clientAddress } from '../abuse/clientAddress';
import { adminAuth } from '../admin';
import { log } from '../log';
import { customerUidForPhone } from '../phoneAuth/customerAccounts';
import { checkVerificationCode, sendVerificationCode } from '../phoneAuth/verificationCodes';

export const ZSendCodeRequest = z.object({ phoneNumber: ZPlatformPhoneNumber });
export const ZVerifyCodeRequest = z.object({
  phoneNumber: ZPlatformPhoneNumber,
  code: ZPhoneVerificationCode,
});

/** `/api/phone-auth`: customers sign in with a code texted to their mobile. No caller needed. */
export function phoneAuthRouter(): Router {
  const router = Router();

  router.post('/verification-code/send', async (req, res) => {
    const { phoneNumber } = ZSendCodeRequest.parse(req.body);
    res.json({ sent: true, ...(await sendVerificationCode(phoneNumber, clientAddress(req))) });
  });

  router.post('/verification-code/verify', async (req, res) => {
    const { phoneNumber, code } = ZVerifyCodeRequest.parse(req.body);
    await checkVerificationCode(phoneNumber, code);
    const uid = await customerUidForPhone(phoneNumber);
    const customToken = await adminAuth().createCustomToken(uid);
    log.info('phone_auth.verified', { uid });
    res.json({ customToken, uid });
  });

  return router;
}
