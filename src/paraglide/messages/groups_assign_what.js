/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_WhatInputs */

const en_groups_assign_what = /** @type {(inputs: Groups_Assign_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which one`)
};

const es_groups_assign_what = /** @type {(inputs: Groups_Assign_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuál`)
};

/**
* | output |
* | --- |
* | "Which one" |
*
* @param {Groups_Assign_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_what = /** @type {((inputs?: Groups_Assign_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_what(inputs)
	return en_groups_assign_what(inputs)
});