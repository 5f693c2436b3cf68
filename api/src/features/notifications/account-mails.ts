import type { Mail } from '../mail/outbox';
import { renderTemplate, type Lang } from './templates';
import type { OutboxKind } from '@trabzon/contracts/constants';

/**
 * The account e-mails (password reset, a change of e-mail or password, a registration with a taken
 * address) in the language of the page the request came from. {{siteName}}, {{name}}, {{email}} and
 * {{link}} are filled in; each body is a list of paragraphs.
 */
const ACCOUNT_TEXTS: Record<Lang, Record<AccountMailKind, { subject: string; body: string[] }>> = {
  en: {
    passwordReset: {
      subject: 'Reset your {{siteName}} password',
      body: [
        'Hello {{name}},',
        'We received a request to reset the password of your {{siteName}} account.\nOpen this link within one hour to choose a new password (it works once):',
        '{{link}}',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
    },
    emailChanged: {
      subject: 'Your {{siteName}} email address was changed',
      body: [
        'Hello {{name}},',
        'This is to let you know that the email address of your account was changed to {{email}}.',
        'If this was not you, reply to this email or call us at once: someone may have your password.',
      ],
    },
    passwordChanged: {
      subject: 'Your {{siteName}} password was changed',
      body: [
        'Hello {{name}},',
        'This is to let you know that the password of your account was changed.',
        'If this was not you, reply to this email or call us at once: someone may have your password.',
      ],
    },
    registeredAgain: {
      subject: 'Someone tried to register with your email address',
      body: [
        'Hello {{name}},',
        'Someone tried to create a {{siteName}} account with this email address, which already has one.\nIf it was you, sign in instead, or reset your password at {{link}}.\nIf it was not you, you can ignore this email: nothing was changed.',
      ],
    },
  },
  tr: {
    passwordReset: {
      subject: '{{siteName}} şifrenizi sıfırlayın',
      body: [
        'Merhaba {{name}},',
        '{{siteName}} hesabınızın şifresini sıfırlama isteği aldık.\nYeni bir şifre seçmek için bu bağlantıyı bir saat içinde açın (bir kez çalışır):',
        '{{link}}',
        'Bunu siz istemediyseniz bu e-postayı dikkate almayın: şifreniz aynı kalır.',
      ],
    },
    emailChanged: {
      subject: '{{siteName}} e-posta adresiniz değiştirildi',
      body: [
        'Merhaba {{name}},',
        'Hesabınızın e-posta adresi {{email}} olarak değiştirildi.',
        'Bunu siz yapmadıysanız hemen bu e-postayı yanıtlayın ya da bizi arayın: şifreniz başkasının elinde olabilir.',
      ],
    },
    passwordChanged: {
      subject: '{{siteName}} şifreniz değiştirildi',
      body: [
        'Merhaba {{name}},',
        'Hesabınızın şifresi değiştirildi.',
        'Bunu siz yapmadıysanız hemen bu e-postayı yanıtlayın ya da bizi arayın: şifreniz başkasının elinde olabilir.',
      ],
    },
    registeredAgain: {
      subject: 'Biri e-posta adresinizle kayıt olmaya çalıştı',
      body: [
        'Merhaba {{name}},',
        'Biri bu e-posta adresiyle bir {{siteName}} hesabı açmaya çalıştı; bu adresin zaten bir hesabı var.\nSiz idiyseniz giriş yapın ya da şifrenizi {{link}} adresinden sıfırlayın.\nSiz değilseniz bu e-postayı dikkate almayın: hiçbir şey değişmedi.',
      ],
    },
  },
  ar: {
    passwordReset: {
      subject: 'إعادة تعيين كلمة مرورك في {{siteName}}',
      body: [
        'مرحبًا {{name}}،',
        'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في {{siteName}}.\nافتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة (يعمل مرة واحدة):',
        '{{link}}',
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
    },
    emailChanged: {
      subject: 'تم تغيير بريدك الإلكتروني في {{siteName}}',
      body: [
        'مرحبًا {{name}}،',
        'نُعلمك بأن البريد الإلكتروني لحسابك قد تغيّر إلى {{email}}.',
        'إن لم تكن أنت من فعل ذلك فردّ على هذه الرسالة أو اتصل بنا فورًا: قد تكون كلمة مرورك لدى غيرك.',
      ],
    },
    passwordChanged: {
      subject: 'تم تغيير كلمة مرورك في {{siteName}}',
      body: [
        'مرحبًا {{name}}،',
        'نُعلمك بأن كلمة مرور حسابك قد تغيّرت.',
        'إن لم تكن أنت من فعل ذلك فردّ على هذه الرسالة أو اتصل بنا فورًا: قد تكون كلمة مرورك لدى غيرك.',
      ],
    },
    registeredAgain: {
      subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
      body: [
        'مرحبًا {{name}}،',
        'حاول أحدهم إنشاء حساب في {{siteName}} بهذا البريد الإلكتروني، وله حساب بالفعل.\nإن كنت أنت فسجّل الدخول، أو أعد تعيين كلمة مرورك عبر {{link}}.\nوإن لم تكن أنت فتجاهل هذه الرسالة: لم يتغيّر شيء.',
      ],
    },
  },
};

export type AccountMailKind = 'passwordReset' | 'emailChanged' | 'passwordChanged' | 'registeredAgain';

const KIND_IN_OUTBOX: Record<AccountMailKind, OutboxKind> = {
  passwordReset: 'password-reset',
  emailChanged: 'email-changed',
  passwordChanged: 'password-changed',
  registeredAgain: 'registration-attempt',
};

export function accountMail(
  kind: AccountMailKind,
  lang: Lang,
  to: string,
  values: { siteName: string; name: string; email?: string; link?: string },
): Mail {
  const text = ACCOUNT_TEXTS[lang][kind];
  const filled = { email: '', link: '', ...values };
  return {
    to,
    subject: renderTemplate(text.subject, filled),
    body: text.body.map((paragraph) => renderTemplate(paragraph, filled)).join('\n\n'),
    kind: KIND_IN_OUTBOX[kind],
    language: lang,
  };
}
