/**
* | output |
* | --- |
* | "Voice" |
*
* @param {Reader_Listen_VoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_voice: ((inputs?: Reader_Listen_VoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_VoiceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_VoiceInputs = {};
