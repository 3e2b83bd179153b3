import { chooseLanguage, type Language } from '#shared/account/language';
import { userProfileEntity } from '#lambdas/data/entities/user-profile';

/**
 * The language a DVIR's PDF is printed in: the one its submitter chose in his profile, whoever asks for it;
 * English when he chose none or had no account (a link visitor), since the server cannot see his phone.
 */
export async function submitterLanguage(companyId: string, submittedByUid: string): Promise<Language> {
  const { data } = await userProfileEntity().get({ companyId, id: submittedByUid }).go({ attributes: ['language'] });
  return chooseLanguage(data?.language, []);
}
