import { defineMessages } from '../define';

/** The shared mail layout (greeting, link fallback, signature). */
export const mail = defineMessages({
  en: {
    'mail.greeting': 'Hello :name,',
    'mail.link_fallback': 'If the button does not work, copy and paste this link into your browser:',
    'mail.signature': 'Regards, the Nirog team',
    'mail.footer': 'This is an automated message from Nirog; please do not reply to it.',
  },
  bn: {
    'mail.greeting': 'প্রিয় :name,',
    'mail.link_fallback': 'বোতামটি কাজ না করলে এই লিংকটি কপি করে আপনার ব্রাউজারে খুলুন:',
    'mail.signature': 'শুভেচ্ছান্তে, নিরোগ টিম',
    'mail.footer': 'এটি নিরোগ থেকে পাঠানো একটি স্বয়ংক্রিয় বার্তা; অনুগ্রহ করে এর উত্তর দেবেন না।',
  },
});
