/**
* | output |
* | --- |
* | "Welcome back, {name}! 👋" |
*
* @param {Site_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_welcome_back: ((inputs: Site_Welcome_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Welcome_BackInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Welcome_BackInputs = {
    name: NonNullable<unknown>;
};
