import type { EmailSettings, MailTemplateKind } from '@trabzon/contracts';

type Lang = 'en' | 'tr' | 'ar';

/** The booking e-mails as shipped; an admin edits them under Settings → Notifications. */
export const DEFAULT_TEMPLATES: EmailSettings['templates'] = {
  bookingConfirmation: {
    en: {
      subject: 'Your booking {{reference}} is {{status}}',
      body: [
        'Hello {{name}},',
        '',
        'Thank you for booking with {{siteName}}. Your booking {{reference}} is {{status}}.',
        '',
        'Service: {{service}}',
        'Dates: {{dates}}',
        'Total: {{total}}',
        '',
        'The attached calendar file adds the service to your calendar.',
        '{{cancellation}}',
      ].join('\n'),
    },
    tr: {
      subject: '{{reference}} numaralı rezervasyonunuz: {{status}}',
      body: [
        'Merhaba {{name}},',
        '',
        '{{siteName}} ile rezervasyon yaptığınız için teşekkür ederiz. {{reference}} numaralı rezervasyonunuzun durumu: {{status}}.',
        '',
        'Hizmet: {{service}}',
        'Tarihler: {{dates}}',
        'Toplam: {{total}}',
        '',
        'Ekteki takvim dosyası hizmeti takviminize ekler.',
        '{{cancellation}}',
      ].join('\n'),
    },
    ar: {
      subject: 'حجزك {{reference}}: {{status}}',
      body: [
        'مرحباً {{name}}،',
        '',
        'شكراً لحجزك مع {{siteName}}. حالة حجزك {{reference}}: {{status}}.',
        '',
        'الخدمة: {{service}}',
        'التواريخ: {{dates}}',
        'المجموع: {{total}}',
        '',
        'يضيف ملف التقويم المرفق الخدمة إلى تقويمك.',
        '{{cancellation}}',
      ].join('\n'),
    },
  },
  bookingCancellation: {
    en: {
      subject: 'Your booking {{reference}} is cancelled',
      body: [
        'Hello {{name}},',
        '',
        'Your booking {{reference}} with {{siteName}} has been cancelled.',
        '',
        'Service: {{service}}',
        'Dates: {{dates}}',
        'Total: {{total}}',
        '',
        '{{refund}}',
        'The attached calendar file removes the service from your calendar.',
      ].join('\n'),
    },
    tr: {
      subject: '{{reference}} numaralı rezervasyonunuz iptal edildi',
      body: [
        'Merhaba {{name}},',
        '',
        '{{siteName}} üzerindeki {{reference}} numaralı rezervasyonunuz iptal edildi.',
        '',
        'Hizmet: {{service}}',
        'Tarihler: {{dates}}',
        'Toplam: {{total}}',
        '',
        '{{refund}}',
        'Ekteki takvim dosyası hizmeti takviminizden kaldırır.',
      ].join('\n'),
    },
    ar: {
      subject: 'تم إلغاء حجزك {{reference}}',
      body: [
        'مرحباً {{name}}،',
        '',
        'تم إلغاء حجزك {{reference}} لدى {{siteName}}.',
        '',
        'الخدمة: {{service}}',
        'التواريخ: {{dates}}',
        'المجموع: {{total}}',
        '',
        '{{refund}}',
        'يزيل ملف التقويم المرفق الخدمة من تقويمك.',
      ].join('\n'),
    },
  },
};

/** The {{total}} of a table reserved for free: the bill is paid at the restaurant, not $0.00. */
export const FREE_TABLE_WORDS: Record<Lang, string> = {
  en: 'No charge (you pay the bill at the restaurant)',
  tr: 'Ücretsiz (hesabı restoranda ödersiniz)',
  ar: 'بدون رسوم (تدفع الفاتورة في المطعم)',
};

/**
 * The cancellation's {{refund}}: when a card paid online, when its refund arrives; else (paid at the
 * property, a free table) that nothing was charged, as the booking page says on cancelling.
 */
export const REFUND_WORDS: Record<Lang, { card: string; nothingPaid: string }> = {
  en: {
    card: 'A refund, where one is due, reaches you in 7 to 14 business days.',
    nothingPaid: 'Nothing was paid online, so there is nothing to refund.',
  },
  tr: {
    card: 'Geri ödeme, varsa, 7 ila 14 iş günü içinde yapılır.',
    nothingPaid: 'Çevrimiçi ödeme yapılmadığı için iade edilecek bir tutar yok.',
  },
  ar: {
    card: 'يصلك المبلغ المسترد، إن وجد، خلال 7 إلى 14 يوم عمل.',
    nothingPaid: 'لم يُدفع أي مبلغ عبر الإنترنت، لذا لا يوجد ما يُسترد.',
  },
};

/**
 * A cancellation template saved from the defaults before {{refund}} existed keeps their fixed line,
 * which promised every guest a refund: that exact line (a line of its own, in the template's
 * language) stands for {{refund}}, so a booking paid at the property is told the truth. A template
 * that has {{refund}} or words of its own is left alone.
 */
export function withRefundPlaceholder(body: string, lang: Lang): string {
  if (/\{\{\s*refund\s*\}\}/.test(body)) return body;
  return body
    .split('\n')
    .map((line) => (line.trim() === REFUND_WORDS[lang].card ? '{{refund}}' : line))
    .join('\n');
}

/** The booking's own cancellation terms ({{cancellation}}): until when it can be cancelled for free, if it still can. */
export const CANCELLATION_WORDS: Record<Lang, { until: string; over: string; nonRefundable: string }> = {
  en: {
    until: 'You can cancel this booking free of charge until {{until}} (Istanbul time).',
    over: 'This booking can no longer be cancelled free of charge.',
    nonRefundable: 'This rate is non-refundable: the booking cannot be cancelled free of charge.',
  },
  tr: {
    until: 'Bu rezervasyonu {{until}} tarihine kadar (İstanbul saati) ücretsiz iptal edebilirsiniz.',
    over: 'Bu rezervasyon artık ücretsiz iptal edilemez.',
    nonRefundable: 'Bu fiyat iade edilemez: rezervasyon ücretsiz iptal edilemez.',
  },
  ar: {
    until: 'يمكنك إلغاء هذا الحجز مجاناً حتى {{until}} (بتوقيت إسطنبول).',
    over: 'لم يعد من الممكن إلغاء هذا الحجز مجاناً.',
    nonRefundable: 'هذا السعر غير قابل للاسترداد: لا يمكن إلغاء هذا الحجز مجاناً.',
  },
};

/** A count's words by its plural category in the language (Intl.PluralRules), {{count}} filled in; `other` for any category not given. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The line of who a booking is for ({{party}}: "4 guests"), passengers for a flight, a transfer or a
 * taxi as the pages say (a car rental has no party line). Turkish counts take the singular noun;
 * Arabic has six forms.
 */
export const PARTY_WORDS: Record<Lang, { line: string; guests: PluralForms; passengers: PluralForms }> = {
  en: {
    line: 'Party: {{party}}',
    guests: { one: '{{count}} guest', other: '{{count}} guests' },
    passengers: { one: '{{count}} passenger', other: '{{count}} passengers' },
  },
  tr: {
    line: 'Kişi sayısı: {{party}}',
    guests: { other: '{{count}} misafir' },
    passengers: { other: '{{count}} yolcu' },
  },
  ar: {
    line: 'عدد الأشخاص: {{party}}',
    guests: {
      zero: 'لا ضيوف',
      one: 'ضيف واحد',
      two: 'ضيفان',
      few: '{{count}} ضيوف',
      many: '{{count}} ضيفًا',
      other: '{{count}} ضيف',
    },
    passengers: {
      zero: 'لا ركاب',
      one: 'راكب واحد',
      two: 'راكبان',
      few: '{{count}} ركاب',
      many: '{{count}} راكبًا',
      other: '{{count}} راكب',
    },
  },
};

/** The line of the guest's special requests ({{requests}}, as written). */
export const REQUESTS_WORDS: Record<Lang, string> = {
  en: 'Special requests: {{requests}}',
  tr: 'Özel istekler: {{requests}}',
  ar: 'طلبات خاصة: {{requests}}',
};

/** The Intl locale of each e-mail language (dates, times and money in the mails). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar' };

/**
 * The line a guest's confirmation ends with, before the link to the booking online: to see or
 * cancel it while free cancellation lasts, to see it once it is over.
 */
export const MANAGE_WORDS: Record<Lang, { cancel: string; see: string }> = {
  en: { cancel: 'To see or cancel this booking online:', see: 'To see this booking online:' },
  tr: { cancel: 'Bu rezervasyonu çevrimiçi görmek veya iptal etmek için:', see: 'Bu rezervasyonu çevrimiçi görmek için:' },
  ar: { cancel: 'لعرض هذا الحجز أو إلغائه عبر الإنترنت:', see: 'لعرض هذا الحجز عبر الإنترنت:' },
};

export const STATUS_WORDS: Record<Lang, Record<string, string>> = {
  en: { pending: 'pending', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled' },
  tr: { pending: 'beklemede', confirmed: 'onaylandı', completed: 'tamamlandı', cancelled: 'iptal edildi' },
  ar: { pending: 'قيد الانتظار', confirmed: 'مؤكد', completed: 'مكتمل', cancelled: 'ملغى' },
};

export const TYPE_WORDS: Record<Lang, Record<string, string>> = {
  en: {
    hotel: 'Hotel',
    'provider-hotel': 'Hotel',
    flight: 'Flight',
    'car-rental': 'Car rental',
    transfer: 'Transfer',
    taxi: 'Taxi',
    restaurant: 'Restaurant',
    package: 'Package',
  },
  tr: {
    hotel: 'Otel',
    'provider-hotel': 'Otel',
    flight: 'Uçuş',
    'car-rental': 'Araç kiralama',
    transfer: 'Transfer',
    taxi: 'Taksi',
    restaurant: 'Restoran',
    package: 'Paket tur',
  },
  ar: {
    hotel: 'فندق',
    'provider-hotel': 'فندق',
    flight: 'رحلة طيران',
    'car-rental': 'تأجير سيارة',
    transfer: 'نقل',
    taxi: 'سيارة أجرة',
    restaurant: 'مطعم',
    package: 'باقة سياحية',
  },
};

/** Replaces {{placeholder}}s; unknown ones stay as they are (so a typo shows in the outbox). */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? values[key]! : whole));
}

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'tr' || value === 'ar';
}

export type { MailTemplateKind, Lang };
