// The mail in Bangla (numbers in Bangla digits: the renderer formats them with bn-BD).
import type { MailTopic } from '@mobile-planet/shared';
import type { MailWords } from './words';

const TOPIC: Record<MailTopic, string> = {
  deals: 'আপনার লেনদেন',
  offers: 'অফার',
  favourites: 'আপনার পছন্দের বিজ্ঞাপন',
  saved_searches: 'আপনার সংরক্ষিত খোঁজ',
};

export const bn: MailWords = {
  lang: 'bn',
  greeting: 'প্রিয় গ্রাহক,',
  kinds: {
    booked: ({ device }) => ({ subject: `${device}-এর জন্য নতুন বুকিং`, body: `একজন ক্রেতা ${device} বুক করেছেন। পেমেন্টের জন্য তাঁর হাতে ৪৮ ঘণ্টা আছে; পেমেন্ট হলে আমরা আপনাকে জানাব।`, action: 'লেনদেনটি খুলুন' }),
    paid: ({ device }) => ({ subject: `${device}-এর পেমেন্ট হয়েছে`, body: `${device}-এর পেমেন্ট সম্পন্ন হয়েছে। লেনদেনের পাতায় দেখা করা ও হস্তান্তরের ব্যবস্থা করুন।`, action: 'লেনদেনটি খুলুন' }),
    sold_to_other: ({ device }) => ({ subject: `${device} অন্য ক্রেতার কাছে বিক্রি হয়েছে`, body: `${device} অন্য ক্রেতার কাছে বিক্রি হয়েছে, তাই আপনার বুকিং বন্ধ হয়ে গেছে। এর জন্য আপনার কোনো টাকা কাটা হয়নি।`, action: 'লেনদেনটি খুলুন' }),
    expired: ({ device }) => ({ subject: `${device}-এর বুকিংয়ের মেয়াদ শেষ`, body: `পেমেন্ট না হওয়ায় ${device}-এর বুকিংয়ের মেয়াদ শেষ হয়েছে।`, action: 'লেনদেনটি খুলুন' }),
    cancelled: ({ device }) => ({ subject: `${device}-এর বুকিং বাতিল হয়েছে`, body: `${device}-এর বুকিং বাতিল হয়েছে।`, action: 'লেনদেনটি খুলুন' }),
    handed_over: ({ device, warrantyDays }) => ({
      subject: `${device} হস্তান্তর হয়েছে`,
      body: `${device} হস্তান্তর হয়েছে। ${warrantyDays} দিনের ওয়ারেন্টি শুরু হয়েছে।`,
      action: 'লেনদেনটি খুলুন',
    }),
    completed: ({ device }) => ({ subject: `${device}-এর লেনদেন সম্পন্ন হয়েছে`, body: `${device}-এর লেনদেন সম্পন্ন হয়েছে। মোবাইল প্ল্যানেটে কেনাবেচার জন্য ধন্যবাদ।`, action: 'লেনদেনটি খুলুন' }),
    claim_opened: ({ device }) => ({ subject: `${device}-এর জন্য ওয়ারেন্টি দাবি`, body: `ক্রেতা ${device}-এর জন্য ওয়ারেন্টি দাবি করেছেন। একজন অ্যাডমিন সিদ্ধান্ত নেবেন।`, action: 'লেনদেনটি খুলুন' }),
    claim_refunded: ({ device }) => ({ subject: `${device}-এর ওয়ারেন্টি দাবি: টাকা ফেরত`, body: `${device}-এর ওয়ারেন্টি দাবি গৃহীত হয়েছে, পেমেন্ট ফেরত দেওয়া হয়েছে।`, action: 'লেনদেনটি খুলুন' }),
    claim_rejected: ({ device }) => ({ subject: `${device}-এর ওয়ারেন্টি দাবি প্রত্যাখ্যাত`, body: `${device}-এর ওয়ারেন্টি দাবি প্রত্যাখ্যান করা হয়েছে।`, action: 'লেনদেনটি খুলুন' }),
    refunded: ({ device }) => ({ subject: `${device}-এর পেমেন্ট ফেরত দেওয়া হয়েছে`, body: `${device}-এর পেমেন্ট ফেরত দেওয়া হয়েছে।`, action: 'লেনদেনটি খুলুন' }),
    neir_released: ({ device }) => ({
      subject: `${device} NEIR থেকে মুক্ত করা হয়েছে`,
      body: `বিক্রেতা ${device} NEIR থেকে মুক্ত করেছেন: এখন হস্তান্তরের জন্য দেখা করতে পারেন।`,
      action: 'লেনদেনটি খুলুন',
    }),
    offer_made: ({ device, amount }) => ({ subject: `${device}-এর জন্য ${amount} নতুন অফার`, body: `একজন ক্রেতা ${device}-এর জন্য ${amount} অফার করেছেন। ৪৮ ঘণ্টার মধ্যে গ্রহণ, প্রত্যাখ্যান বা পাল্টা অফার করুন।`, action: 'আপনার অফারগুলো দেখুন' }),
    offer_countered: ({ device, amount }) => ({ subject: `${device}-এর জন্য ${amount} পাল্টা অফার`, body: `${device}-এর জন্য আপনি ${amount} পাল্টা অফার পেয়েছেন।`, action: 'আপনার অফারগুলো দেখুন' }),
    offer_accepted: ({ device, amount }) => ({ subject: `${device}-এর জন্য আপনার অফার গৃহীত হয়েছে`, body: `${device}-এর জন্য আপনার ${amount} অফার গৃহীত হয়েছে। লেনদেনটি রাখতে ৪৮ ঘণ্টার মধ্যে পেমেন্ট করুন।`, action: 'আপনার অফারগুলো দেখুন' }),
    offer_lapsed: ({ device }) => ({ subject: `${device}-এর অফারের মেয়াদ শেষ`, body: `৪৮ ঘণ্টায় উত্তর না পাওয়ায় ${device}-এর অফারের মেয়াদ শেষ হয়েছে।`, action: 'আপনার অফারগুলো দেখুন' }),
    favourite_price_drop: ({ device, amount, previous }) => ({
      subject: `দাম কমেছে: ${device} এখন ${amount}`,
      body: `আপনার পছন্দের ${device} এখন ${amount} (আগে ছিল ${previous})।`,
      action: 'বিজ্ঞাপনটি দেখুন',
    }),
    saved_search_digest: ({ countText, searchName }) => ({
      subject: `“${searchName}”-এর জন্য ${countText}টি নতুন বিজ্ঞাপন`,
      body: `আপনার সংরক্ষিত খোঁজ “${searchName}”-এর সাথে ${countText}টি নতুন বিজ্ঞাপন মিলেছে।`,
      action: 'আপনার সংরক্ষিত খোঁজগুলো দেখুন',
    }),
  },
  why: (topic) => `মোবাইল প্ল্যানেটে আপনার অ্যাকাউন্ট আছে এবং ${TOPIC[topic]} নিয়ে ইমেইল চালু আছে, তাই আপনি এই ইমেইল পাচ্ছেন।`,
  unsubscribe: (topic) => `${TOPIC[topic]} নিয়ে ইমেইল বন্ধ করুন`,
  settings: 'ইমেইল সেটিংস',
  signature: 'মোবাইল প্ল্যানেট',
};
