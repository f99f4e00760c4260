/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_BuildingInputs */

const en_admin_build_building = /** @type {(inputs: Admin_Build_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⏳ Building the site (started ${i?.time})...`)
};

const es_admin_build_building = /** @type {(inputs: Admin_Build_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⏳ Compilando el sitio (empezó el ${i?.time})...`)
};

/**
* | output |
* | --- |
* | "⏳ Building the site (started {time})..." |
*
* @param {Admin_Build_BuildingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_building = /** @type {((inputs: Admin_Build_BuildingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_BuildingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_building(inputs)
	return en_admin_build_building(inputs)
});