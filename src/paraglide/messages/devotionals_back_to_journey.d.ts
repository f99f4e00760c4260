/**
* | output |
* | --- |
* | "Back to the Journey of Faith" |
*
* @param {Devotionals_Back_To_JourneyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_back_to_journey: ((inputs?: Devotionals_Back_To_JourneyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Back_To_JourneyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Back_To_JourneyInputs = {};
