/**
* | output |
* | --- |
* | "Built {time}" |
*
* @param {Admin_Build_BuiltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_built: ((inputs: Admin_Build_BuiltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_BuiltInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_BuiltInputs = {
    time: NonNullable<unknown>;
};
