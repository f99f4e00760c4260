/**
* | output |
* | --- |
* | "Back to today’s devotional" |
*
* @param {Devotionals_Back_To_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_back_to_today: ((inputs?: Devotionals_Back_To_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Back_To_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Back_To_TodayInputs = {};
