/**
* | output |
* | --- |
* | "Prayer" |
*
* @param {Devotionals_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_prayer: ((inputs?: Devotionals_PrayerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_PrayerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_PrayerInputs = {};
