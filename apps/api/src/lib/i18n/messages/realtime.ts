import { defineMessages } from '../define';

/** The realtime channel: joining a private channel (DESIGN.md section 6). */
export const realtime = defineMessages({
  en: {
    'realtime.socket_unknown': 'This connection is closed. Please reload the page.',
    'attribute.socket_id': 'connection',
    'attribute.channel_name': 'channel',
  },
  bn: {
    'realtime.socket_unknown': 'এই সংযোগটি বন্ধ হয়ে গেছে। অনুগ্রহ করে পাতাটি আবার লোড করুন।',
    'attribute.socket_id': 'সংযোগ',
    'attribute.channel_name': 'চ্যানেল',
  },
});
