/**
* | output |
* | --- |
* | "Your plan includes {limit} wisdom proverbs" |
*
* @param {Devotionals_Wisdom_Plan_BannerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_plan_banner: ((inputs: Devotionals_Wisdom_Plan_BannerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_Plan_BannerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_Plan_BannerInputs = {
    limit: NonNullable<unknown>;
};
