/**
* | output |
* | --- |
* | "Audio devotionals are part of Premium." |
*
* @param {Devotionals_Audio_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_audio_locked: ((inputs?: Devotionals_Audio_LockedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Audio_LockedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Audio_LockedInputs = {};
