export const embeds = {
  ifFrameEmpty: "If the frame below stays empty:",
};
