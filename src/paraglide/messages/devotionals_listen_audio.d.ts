/**
* | output |
* | --- |
* | "Listen to the audio" |
*
* @param {Devotionals_Listen_AudioInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_listen_audio: ((inputs?: Devotionals_Listen_AudioInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Listen_AudioInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Listen_AudioInputs = {};
