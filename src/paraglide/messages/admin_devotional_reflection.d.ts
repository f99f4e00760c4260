/**
* | output |
* | --- |
* | "Reflection" |
*
* @param {Admin_Devotional_ReflectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_reflection: ((inputs?: Admin_Devotional_ReflectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_ReflectionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_ReflectionInputs = {};
