export const consent = {
  question: "May ad networks store data on your device to tailor and measure ads?",
  globalPrivacyControl:
    "Your browser sends Global Privacy Control, so we count it as Reject: no ads load and ad networks get nothing from this site.",
  accept: "Accept",
  reject: "Reject",
  close: "Close",
  privacy: "Privacy",
};
