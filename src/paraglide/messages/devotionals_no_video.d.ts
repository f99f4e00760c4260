/**
* | output |
* | --- |
* | "Your browser does not support the video tag." |
*
* @param {Devotionals_No_VideoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_no_video: ((inputs?: Devotionals_No_VideoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_No_VideoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_No_VideoInputs = {};
