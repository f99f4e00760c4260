/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_All_GroupsInputs */

const en_groups_all_groups = /** @type {(inputs: Groups_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All my groups`)
};

const es_groups_all_groups = /** @type {(inputs: Groups_All_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos mis grupos`)
};

/**
* | output |
* | --- |
* | "All my groups" |
*
* @param {Groups_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_all_groups = /** @type {((inputs?: Groups_All_GroupsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_All_GroupsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_all_groups(inputs)
	return en_groups_all_groups(inputs)
});