// The Bee's numbers: 3 levels of 5 questions, each worth 100 to 350 points.
export const levelCount = 3;
export const questionsPerLevel = 5;
export const minPoints = 100;
export const maxPoints = 350;
