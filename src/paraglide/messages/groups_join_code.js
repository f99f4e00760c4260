/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Join_CodeInputs */

const en_groups_join_code = /** @type {(inputs: Groups_Join_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's code`)
};

const es_groups_join_code = /** @type {(inputs: Groups_Join_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código del grupo`)
};

/**
* | output |
* | --- |
* | "The group's code" |
*
* @param {Groups_Join_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_code = /** @type {((inputs?: Groups_Join_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_join_code(inputs)
	return en_groups_join_code(inputs)
});