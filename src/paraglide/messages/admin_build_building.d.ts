/**
* | output |
* | --- |
* | "⏳ Building the site (started {time})..." |
*
* @param {Admin_Build_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_building: ((inputs: Admin_Build_BuildingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_BuildingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_BuildingInputs = {
    time: NonNullable<unknown>;
};
