/**
* | output |
* | --- |
* | "Daily Devotional" |
*
* @param {Devotionals_Daily_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_daily_devotional: ((inputs?: Devotionals_Daily_DevotionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Daily_DevotionalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Daily_DevotionalInputs = {};
