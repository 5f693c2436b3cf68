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
        'Free cancellation is possible up to 24 hours before the service.',
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
        'Hizmetten 24 saat öncesine kadar ücretsiz iptal mümkündür.',
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
        'يمكن الإلغاء مجاناً حتى 24 ساعة قبل موعد الخدمة.',
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
        'A refund, where one is due, reaches you in 7 to 14 business days.',
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
        'Geri ödeme, varsa, 7 ila 14 iş günü içinde yapılır.',
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
        'يصلك المبلغ المسترد، إن وجد، خلال 7 إلى 14 يوم عمل.',
        'يزيل ملف التقويم المرفق الخدمة من تقويمك.',
      ].join('\n'),
    },
  },
};

/** The Intl locale of each e-mail language (dates, times and money in the mails). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', tr: 'tr-TR', ar: 'ar' };

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
    restaurant: 'Restaurant',
    package: 'Package',
  },
  tr: {
    hotel: 'Otel',
    'provider-hotel': 'Otel',
    flight: 'Uçuş',
    'car-rental': 'Araç kiralama',
    transfer: 'Transfer',
    restaurant: 'Restoran',
    package: 'Paket tur',
  },
  ar: {
    hotel: 'فندق',
    'provider-hotel': 'فندق',
    flight: 'رحلة طيران',
    'car-rental': 'تأجير سيارة',
    transfer: 'نقل',
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
