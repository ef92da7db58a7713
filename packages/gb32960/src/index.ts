export { decode, decodeHex, decodeOrThrow, type DecodeResult } from './decode.js';
export { encode, encodeHex } from './encode.js';
export { reply, type ReplyOptions } from './reply.js';
export {
  FrameSplitter,
  type FrameSplitterOptions,
  type RejectedFrame,
  type SkipEvent,
  type SkipReason,
} from './framer.js';
export { Gb32960Error, type ErrorCode } from './errors.js';
export { bcc, HEADER_SIZE, MAX_DATA_LENGTH, MAX_FRAME_SIZE, peekHeader } from './frame.js';
export { fromHex, toHex } from './hex.js';
export { beijingTime, parseTime } from './time.js';
export { ALARM_FLAGS, alarmFlagNames, COMMAND_IDS } from './names.js';
export { paramName } from './params.js';
export { controlCommandName } from './control.js';
export type * from './model.js';
export {
  OTA_PROGRESS_COMMAND_ID,
  encodeOtaProgress,
  decodeOtaProgress,
  type OtaProgressReport,
} from './ota.js';
