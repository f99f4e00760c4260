/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Make_Live_LabelInputs */

const en_admin_build_make_live_label = /** @type {(inputs: Admin_Build_Make_Live_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make live: the build of ${i?.time}`)
};

const es_admin_build_make_live_label = /** @type {(inputs: Admin_Build_Make_Live_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicar: la compilación del ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Make live: the build of {time}" |
*
* @param {Admin_Build_Make_Live_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_make_live_label = /** @type {((inputs: Admin_Build_Make_Live_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Make_Live_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_make_live_label(inputs)
	return en_admin_build_make_live_label(inputs)
});