/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Groups_Member_CountInputs */

const en_groups_member_count = /** @type {(inputs: Groups_Member_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} child`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} children`);
	return /** @type {LocalizedString} */ ("groups_member_count");
};

const es_groups_member_count = /** @type {(inputs: Groups_Member_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} niño`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} niños`);
	return /** @type {LocalizedString} */ ("groups_member_count");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} child" |
* | "other" | "{count} children" |
*
* @param {Groups_Member_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member_count = /** @type {((inputs: Groups_Member_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Member_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_member_count(inputs)
	return en_groups_member_count(inputs)
});