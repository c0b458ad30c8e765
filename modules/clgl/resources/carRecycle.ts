// The recycle list of vehicles: deleted cars, kept until recovered (their records stay linked
// meanwhile). The kit renders it from the car definition; its calls are the car's recycleList and
// recover, served by the engine.
import { recycleView } from '../../../kit/resource';
import { car } from './car';

export const carRecycle = recycleView(car, { id: 'carRecycle', title: 'clgl.carRecycle', columns: ['plateNo', 'brand', 'model', 'driverName'] });
