/**
* | n | output |
* | --- | --- |
* | "one" | "Your plan includes access to {count} Truth Challenge(s)" |
* | "other" | "Your plan includes access to {count} Truth Challenge(s)" |
*
* @param {Learn_Plan_BannerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_banner: ((inputs: Learn_Plan_BannerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_BannerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_BannerInputs = {
    count: NonNullable<unknown>;
};
