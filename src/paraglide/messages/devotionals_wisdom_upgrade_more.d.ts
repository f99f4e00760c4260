/**
* | output |
* | --- |
* | "Upgrade for more" |
*
* @param {Devotionals_Wisdom_Upgrade_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_upgrade_more: ((inputs?: Devotionals_Wisdom_Upgrade_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_Upgrade_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_Upgrade_MoreInputs = {};
