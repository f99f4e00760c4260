/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Devotionals_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_breadcrumb: ((inputs?: Devotionals_BreadcrumbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_BreadcrumbInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_BreadcrumbInputs = {};
