/**
* | output |
* | --- |
* | "Video devotionals are part of Premium." |
*
* @param {Devotionals_Video_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_video_locked: ((inputs?: Devotionals_Video_LockedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Video_LockedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Video_LockedInputs = {};
