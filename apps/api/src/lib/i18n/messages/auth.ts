import { defineMessages } from '../define';

export const auth = defineMessages({
  en: {
    'attribute.provider': 'provider',
    'attribute.required_email': 'required email',
    'attribute.required_phone': 'required phone',

    'auth.failed': 'These credentials do not match our records.',
    'auth.login.success': 'You have successfully logged in.',
    'auth.login.unverified': 'Please verify your email address. We have sent a verification link to your inbox.',
    'auth.logout.success': 'You have been logged out.',
    'auth.register.need_verification':
      'Registration successful. We have sent a verification link to your email address; please verify it to log in.',
    'auth.verify.resent':
      'If an unverified account exists for that email address, a new verification link has been sent to it.',
    'auth.password.user_not_found': "We can't find a user with that email address.",
    'auth.password.sent': 'We have emailed your password reset link!',
    'auth.password.token_invalid': 'This password reset token is invalid.',
    'auth.password.reset': 'Your password has been reset!',
    'auth.password.changed': 'Your password has been changed.',
    'auth.password.old_mismatch': 'The current password is incorrect.',
    'auth.social.not_configured': 'Sign-in with :provider is not available.',
    'auth.social.invalid_token': 'We could not verify your :provider sign-in. Please try again.',
    'auth.social.require_accounts': 'Please provide the missing information to finish creating your account.',
    'auth.social.registered': 'Your account has been created.',
    'auth.social.registered_verify':
      'Your account has been created. We have sent a verification link to your email address; please verify it to log in.',

    'auth.mail.verify.subject': 'Verify your email address',
    'auth.mail.verify.intro': 'Welcome to Nirog! Please click the button below to verify your email address.',
    'auth.mail.verify.action': 'Verify Email Address',
    'auth.mail.verify.expiry': 'This link expires in :minutes minutes.',
    'auth.mail.verify.outro': 'If you did not create an account, no further action is required.',
    'auth.mail.reset.subject': 'Reset your password',
    'auth.mail.reset.intro':
      'You are receiving this email because we received a password reset request for your account.',
    'auth.mail.reset.action': 'Reset Password',
    'auth.mail.reset.expiry': 'This password reset link will expire in :minutes minutes.',
    'auth.mail.reset.outro': 'If you did not request a password reset, no further action is required.',
  },
  bn: {
    'attribute.provider': 'প্রোভাইডার',
    'attribute.required_email': 'প্রয়োজনীয় ইমেইল',
    'attribute.required_phone': 'প্রয়োজনীয় মোবাইল নম্বর',

    'auth.failed': 'এই তথ্যের সাথে আমাদের কোনো রেকর্ড মেলেনি।',
    'auth.login.success': 'আপনি সফলভাবে লগইন করেছেন।',
    'auth.login.unverified': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা যাচাই করুন। আপনার ইনবক্সে একটি যাচাইয়ের লিংক পাঠানো হয়েছে।',
    'auth.logout.success': 'আপনি লগআউট করেছেন।',
    'auth.register.need_verification':
      'নিবন্ধন সফল হয়েছে। আপনার ইমেইল ঠিকানায় একটি যাচাইয়ের লিংক পাঠানো হয়েছে; লগইন করতে ইমেইলটি যাচাই করুন।',
    'auth.verify.resent':
      'এই ইমেইল ঠিকানায় যাচাই না করা কোনো অ্যাকাউন্ট থাকলে সেখানে একটি নতুন যাচাইয়ের লিংক পাঠানো হয়েছে।',
    'auth.password.user_not_found': 'এই ইমেইল ঠিকানার কোনো ব্যবহারকারী খুঁজে পাওয়া যায়নি।',
    'auth.password.sent': 'আমরা আপনার ইমেইলে পাসওয়ার্ড রিসেট করার লিংক পাঠিয়েছি!',
    'auth.password.token_invalid': 'পাসওয়ার্ড রিসেট করার এই টোকেনটি সঠিক নয়।',
    'auth.password.reset': 'আপনার পাসওয়ার্ড রিসেট করা হয়েছে!',
    'auth.password.changed': 'আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে।',
    'auth.password.old_mismatch': 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
    'auth.social.not_configured': ':provider দিয়ে সাইন ইন এখন চালু নেই।',
    'auth.social.invalid_token': ':provider দিয়ে আপনার সাইন ইন যাচাই করা যায়নি। আবার চেষ্টা করুন।',
    'auth.social.require_accounts': 'অ্যাকাউন্ট তৈরি সম্পন্ন করতে অনুগ্রহ করে বাকি তথ্যগুলো দিন।',
    'auth.social.registered': 'আপনার অ্যাকাউন্ট তৈরি হয়েছে।',
    'auth.social.registered_verify':
      'আপনার অ্যাকাউন্ট তৈরি হয়েছে। আপনার ইমেইল ঠিকানায় একটি যাচাইয়ের লিংক পাঠানো হয়েছে; লগইন করতে ইমেইলটি যাচাই করুন।',

    'auth.mail.verify.subject': 'আপনার ইমেইল ঠিকানা যাচাই করুন',
    'auth.mail.verify.intro': 'নিরোগে আপনাকে স্বাগতম! আপনার ইমেইল ঠিকানা যাচাই করতে নিচের বোতামে ক্লিক করুন।',
    'auth.mail.verify.action': 'ইমেইল ঠিকানা যাচাই করুন',
    'auth.mail.verify.expiry': 'এই লিংকের মেয়াদ :minutes মিনিট।',
    'auth.mail.verify.outro': 'আপনি যদি কোনো অ্যাকাউন্ট না খুলে থাকেন, তাহলে আর কিছু করার প্রয়োজন নেই।',
    'auth.mail.reset.subject': 'আপনার পাসওয়ার্ড রিসেট করুন',
    'auth.mail.reset.intro': 'আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ পাওয়ায় আপনি এই ইমেইলটি পাচ্ছেন।',
    'auth.mail.reset.action': 'পাসওয়ার্ড রিসেট করুন',
    'auth.mail.reset.expiry': 'পাসওয়ার্ড রিসেট করার এই লিংকের মেয়াদ :minutes মিনিট।',
    'auth.mail.reset.outro': 'আপনি যদি পাসওয়ার্ড রিসেটের অনুরোধ না করে থাকেন, তাহলে আর কিছু করার প্রয়োজন নেই।',
  },
});
