/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Learn_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_breadcrumb: ((inputs?: Learn_BreadcrumbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_BreadcrumbInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_BreadcrumbInputs = {};
