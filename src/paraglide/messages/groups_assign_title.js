/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_TitleInputs */

const en_groups_assign_title = /** @type {(inputs: Groups_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give an assignment`)
};

const es_groups_assign_title = /** @type {(inputs: Groups_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignar una tarea`)
};

/**
* | output |
* | --- |
* | "Give an assignment" |
*
* @param {Groups_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_title = /** @type {((inputs?: Groups_Assign_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_title(inputs)
	return en_groups_assign_title(inputs)
});