/**
* | output |
* | --- |
* | "Journey of Faith" |
*
* @param {Devotionals_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_journey: ((inputs?: Devotionals_JourneyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_JourneyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_JourneyInputs = {};
