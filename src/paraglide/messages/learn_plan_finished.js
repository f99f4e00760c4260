/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_FinishedInputs */

const en_learn_plan_finished = /** @type {(inputs: Learn_Plan_FinishedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`🎉 You finished all ${i?.count} days. Well done!`);
	if (n === "other") return /** @type {LocalizedString} */ (`🎉 You finished all ${i?.count} days. Well done!`);
	return /** @type {LocalizedString} */ ("learn_plan_finished");
};

const es_learn_plan_finished = /** @type {(inputs: Learn_Plan_FinishedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`🎉 Terminaste el único día del plan. ¡Muy bien!`);
	if (n === "other") return /** @type {LocalizedString} */ (`🎉 Terminaste los ${i?.count} días. ¡Muy bien!`);
	return /** @type {LocalizedString} */ ("learn_plan_finished");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "🎉 You finished all {count} days. Well done!" |
* | "other" | "🎉 You finished all {count} days. Well done!" |
*
* @param {Learn_Plan_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_finished = /** @type {((inputs: Learn_Plan_FinishedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_FinishedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_finished(inputs)
	return en_learn_plan_finished(inputs)
});