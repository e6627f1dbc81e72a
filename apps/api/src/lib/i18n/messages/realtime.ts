import { defineMessages } from '../define';

/** The realtime channel: joining a private channel (DESIGN.md section 6). */
export const realtime = defineMessages({
  en: {
    'realtime.socket_unknown': 'This connection is closed. Please reload the page.',
    'attribute.socket_id': 'connection',
    'calls.no_booking': 'You can call only the patient of your own Ready appointment or consultation.',
    'calls.not_ringing': 'This call is no longer ringing.',
    'calls.no_call': 'There is no call to leave.',
    'attribute.channel_name': 'channel',
  },
  bn: {
    'realtime.socket_unknown': 'এই সংযোগটি বন্ধ হয়ে গেছে। অনুগ্রহ করে পাতাটি আবার লোড করুন।',
    'attribute.socket_id': 'সংযোগ',
    'calls.no_booking': 'আপনি শুধু আপনার নিজের প্রস্তুত (Ready) অ্যাপয়েন্টমেন্ট বা পরামর্শের রোগীকে কল করতে পারেন।',
    'calls.not_ringing': 'এই কলটি আর বাজছে না।',
    'calls.no_call': 'ছেড়ে যাওয়ার মতো কোনো কল নেই।',
    'attribute.channel_name': 'চ্যানেল',
  },
});
