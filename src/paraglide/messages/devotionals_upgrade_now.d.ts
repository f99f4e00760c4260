/**
* | output |
* | --- |
* | "Upgrade Now" |
*
* @param {Devotionals_Upgrade_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_upgrade_now: ((inputs?: Devotionals_Upgrade_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Upgrade_NowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Upgrade_NowInputs = {};
